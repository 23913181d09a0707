import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

/** Clockwise degrees from straight ahead, wrapped to [0, 360). */
export const wrapDegrees = (angle: number): number => ((angle % 360) + 360) % 360;

/** The smaller angle between two directions (0 to 180 degrees). */
export function angularDistance(a: number, b: number): number {
  const d = wrapDegrees(a - b);
  return Math.min(d, 360 - d);
}

export interface AnglePickerProps {
  /** Visible label, also the control's accessible name. */
  label: string;
  /**
   * 'stage': the loudspeaker stage in front (angles -30 to +30, left to right);
   * 'circle': all around a drawn head (angles clockwise from the front, 0 to 359).
   */
  layout: 'stage' | 'circle';
  /** The answers offered, in the order the arrow keys move through them. */
  angles: readonly number[];
  value: number | null;
  onChange(angle: number): void;
  disabled?: boolean;
  /** Once revealed: the right angle, marked (and the chosen one, when it differs). */
  right?: number | null;
  /** Says an angle in words, for the value text and the labels ("15° right"). */
  describe(angle: number): string;
  /** What the value text says before anything is chosen. */
  noneText: string;
  /** Circle: the sector questions come from; a click outside it is refused with `outsideMessage`. */
  sector?: { from: number; to: number } | null;
  outsideMessage?: string;
  /** Circle: front, right, back, left. Stage: left, centre, right. */
  compass: readonly string[];
  'data-testid'?: string;
}

const SIZE = 320;

/**
 * From `md` up the exam page is two columns and its height is what runs out: the drawing leaves
 * the rest of the viewport (top bar, title, question header, play bar and the question's next
 * step, about 540 px) to the page, so Next stays in view on a 1366 x 900 laptop. Below `md` the
 * width decides, and the play bar sticks to the screen's bottom.
 */
const heightCap = (height: number) => `min(420px, max(280px, (100vh - 540px) * ${SIZE / height}))`;

/** Where an angle sits in the drawing. */
function pointOf(layout: 'stage' | 'circle', angle: number): { x: number; y: number } {
  const rad = (angle * Math.PI) / 180;
  if (layout === 'stage') {
    // The listener at the bottom, the stage on an arc of radius 170 in front; +/-30 degrees spread to +/-60 on screen.
    const r = 170;
    const a = 2 * rad;
    return { x: SIZE / 2 + r * Math.sin(a), y: 200 - r * Math.cos(a) };
  }
  const r = 120;
  return { x: SIZE / 2 + r * Math.sin(rad), y: SIZE / 2 - r * Math.cos(rad) };
}

function inSector(angle: number, sector: { from: number; to: number }): boolean {
  const span = wrapDegrees(sector.to - sector.from);
  return span === 0 || wrapDegrees(angle - sector.from) <= span;
}

/** The offered angle nearest to a pointer position, or null when it lies outside the sector. */
function angleAt(layout: 'stage' | 'circle', x: number, y: number, angles: readonly number[], sector: AnglePickerProps['sector']): number | null {
  const raw =
    layout === 'stage'
      ? (Math.atan2(x - SIZE / 2, 200 - y) * 180) / Math.PI / 2
      : wrapDegrees((Math.atan2(x - SIZE / 2, SIZE / 2 - y) * 180) / Math.PI);
  if (layout === 'circle' && sector && !inSector(raw, sector)) {
    const step = angles.length > 1 ? angularDistance(angles[0] ?? 0, angles[1] ?? 0) : 0;
    const nearSector = [sector.from, sector.to].some((edge) => angularDistance(raw, edge) <= step / 2);
    if (!nearSector) return null;
  }
  let best: number | null = null;
  for (const angle of angles) {
    const d = layout === 'stage' ? Math.abs(angle - raw) : angularDistance(angle, raw);
    if (best === null || d < (layout === 'stage' ? Math.abs(best - raw) : angularDistance(best, raw))) best = angle;
  }
  return best;
}

/**
 * An answer that is a direction: a point on a drawn loudspeaker stage or on a circle around a
 * head. One slider to assistive technology and the keyboard (the arrows step through the
 * offered angles, Home and End jump to the ends; Enter stays free for the exam's action), and
 * a click anywhere picks the nearest offered angle.
 */
export function AnglePicker(props: AnglePickerProps) {
  const { label, layout, angles, value, onChange, disabled = false, right = null, describe, noneText, sector = null, outsideMessage, compass } = props;
  const theme = useTheme();
  const labelId = useId();
  const messageId = useId();
  const [outside, setOutside] = useState(false);
  const full = layout === 'circle' && (!sector || wrapDegrees(sector.to - sector.from) === 0);

  const choose = (angle: number): void => {
    setOutside(false);
    if (!disabled && angle !== value) onChange(angle);
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>): void => {
    if (disabled || angles.length === 0) return;
    const index = value === null ? -1 : angles.indexOf(value);
    const last = angles.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = index < 0 ? Math.floor(last / 2) : index === last ? (full ? 0 : last) : index + 1;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = index < 0 ? Math.floor(last / 2) : index === 0 ? (full ? last : 0) : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    choose(angles[next] as number);
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>): void => {
    if (disabled) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * SIZE;
    const y = ((event.clientY - box.top) / box.height) * (layout === 'stage' ? 230 : SIZE);
    const angle = angleAt(layout, x, y, angles, sector);
    if (angle === null) setOutside(true);
    else choose(angle);
  };

  const { palette } = theme;
  const height = layout === 'stage' ? 230 : SIZE;
  const sectorPath = (() => {
    if (layout !== 'circle' || !sector || full) return null;
    const r = 150;
    const c = SIZE / 2;
    const at = (a: number) => ({ x: c + r * Math.sin((a * Math.PI) / 180), y: c - r * Math.cos((a * Math.PI) / 180) });
    const from = at(sector.from);
    const to = at(sector.to);
    const large = wrapDegrees(sector.to - sector.from) > 180 ? 1 : 0;
    return `M ${c} ${c} L ${from.x} ${from.y} A ${r} ${r} 0 ${large} 1 ${to.x} ${to.y} Z`;
  })();

  return (
    <Box data-testid={props['data-testid']}>
      <Typography id={labelId} variant="subtitle2" component="div" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${SIZE} ${height}`}
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={labelId}
        aria-describedby={outside ? messageId : undefined}
        aria-valuemin={layout === 'circle' ? 0 : angles[0]}
        aria-valuemax={layout === 'circle' ? 359 : angles[angles.length - 1]}
        aria-valuenow={value ?? undefined}
        aria-valuetext={value === null ? noneText : describe(value)}
        aria-disabled={disabled || undefined}
        aria-orientation="horizontal"
        data-value={value ?? ''}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: { xs: 420, md: heightCap(height) },
          cursor: disabled ? 'default' : 'pointer',
          borderRadius: 2,
          touchAction: 'manipulation',
          '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
        }}
      >
        {layout === 'stage' ? (
          <>
            <path d={`M ${pointOf('stage', -30).x} ${pointOf('stage', -30).y} A 170 170 0 0 1 ${pointOf('stage', 30).x} ${pointOf('stage', 30).y}`} fill="none" stroke={palette.divider} strokeWidth={2} />
            {[-30, 30].map((a) => {
              const p = pointOf('stage', a * 1.12);
              return <rect key={a} x={p.x - 9} y={p.y - 12} width={18} height={24} rx={3} fill={palette.text.secondary} opacity={0.6} />;
            })}
            <circle cx={SIZE / 2} cy={200} r={12} fill="none" stroke={palette.text.secondary} strokeWidth={2} />
            {compass.map((text, i) => (
              <text key={text} x={[30, SIZE / 2, SIZE - 30][i]} y={225} textAnchor="middle" fontSize={12} fill={palette.text.secondary}>
                {text}
              </text>
            ))}
          </>
        ) : (
          <>
            {sectorPath ? <path d={sectorPath} fill={palette.primary.main} opacity={0.1} /> : null}
            <circle cx={SIZE / 2} cy={SIZE / 2} r={120} fill="none" stroke={palette.divider} strokeWidth={2} />
            <circle cx={SIZE / 2} cy={SIZE / 2} r={28} fill="none" stroke={palette.text.secondary} strokeWidth={2} />
            <path d={`M ${SIZE / 2 - 8} ${SIZE / 2 - 26} L ${SIZE / 2} ${SIZE / 2 - 38} L ${SIZE / 2 + 8} ${SIZE / 2 - 26}`} fill="none" stroke={palette.text.secondary} strokeWidth={2} />
            <ellipse cx={SIZE / 2 - 30} cy={SIZE / 2} rx={4} ry={9} fill={palette.text.secondary} />
            <ellipse cx={SIZE / 2 + 30} cy={SIZE / 2} rx={4} ry={9} fill={palette.text.secondary} />
            {compass.map((text, i) => {
              const p = { x: SIZE / 2 + 145 * Math.sin((i * Math.PI) / 2), y: SIZE / 2 - 145 * Math.cos((i * Math.PI) / 2) + 4 };
              return (
                <text key={text} x={p.x} y={p.y} textAnchor="middle" fontSize={12} fill={palette.text.secondary}>
                  {text}
                </text>
              );
            })}
          </>
        )}
        {angles.map((angle) => {
          const p = pointOf(layout, angle);
          const chosen = angle === value;
          const isRight = right !== null && angle === right;
          const wrong = right !== null && chosen && !isRight;
          const colour = isRight ? palette.success.main : wrong ? palette.error.main : palette.primary.main;
          const small = angles.length > 40;
          return (
            <g key={angle} data-angle={angle} data-chosen={chosen || undefined} data-mark={isRight ? 'right' : wrong ? 'wrong' : undefined}>
              <circle cx={p.x} cy={p.y} r={small ? 3 : 5} fill={chosen || isRight ? colour : palette.text.disabled} />
              {chosen || isRight ? <circle cx={p.x} cy={p.y} r={small ? 8 : 10} fill="none" stroke={colour} strokeWidth={2.5} /> : null}
            </g>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-hidden>
        {value === null ? noneText : describe(value)}
      </Typography>
      {outside && outsideMessage ? (
        <FormHelperText error id={messageId} role="alert" data-testid="angle-outside">
          {outsideMessage}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
