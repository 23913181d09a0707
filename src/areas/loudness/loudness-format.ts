/** How loudness values read: "2 dB", "+4 dB", "1 kHz". */
export function formatDb(value: number, signed = false): string {
  const text = Number.isInteger(value) ? String(Math.abs(value)) : Math.abs(value).toFixed(1);
  const sign = value < 0 ? '−' : signed && value > 0 ? '+' : '';
  return `${sign}${text} dB`;
}

export function formatHz(value: number): string {
  return value >= 1000 ? `${value / 1000} kHz` : `${value} Hz`;
}
