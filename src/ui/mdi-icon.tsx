import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** An icon from `@mdi/js` (a path string) drawn with MUI's SvgIcon. */
export function MdiIcon({ path, ...props }: SvgIconProps & { path: string }) {
  return (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
}
