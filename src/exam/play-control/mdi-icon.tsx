import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** An @mdi/js path as an MUI icon. */
export function MdiIcon({ path, ...props }: SvgIconProps & { path: string }) {
  return (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
}
