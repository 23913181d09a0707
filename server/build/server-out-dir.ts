/** The server build's folder: dist-server/, or the sibling AURICLE_SERVER_OUT_DIR names (e2e instances each build their own). */
export const serverOutDir = (): string => process.env.AURICLE_SERVER_OUT_DIR || 'dist-server';
