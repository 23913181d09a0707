import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** An `@mdi/js` path drawn with MUI's SvgIcon. */
export function ExamIcon({ path, ...props }: SvgIconProps & { path: string }) {
  return (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
}
