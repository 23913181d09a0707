import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, readCsvResponse, type CsvFileLocale } from './csv-download';
import { useReportsServices } from './reports-services';

/** The download's states: preparing (with progress once the size is known), success, failed. */
export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'preparing'; progress: number | null }
  | { phase: 'success'; rows: number; fileName: string }
  | { phase: 'failed' };

/** What a CSV download fetches: a streamed export in the UI's language and time zone, and a name when the server gives none. */
export interface CsvSource {
  /** The raw response, so its body can be read as a stream. */
  open(locale: CsvFileLocale, signal: AbortSignal): Promise<Response>;
  fallbackFileName: string;
}

export function useCsvDownload() {
  const { saveFile } = useReportsServices();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (source: CsvSource) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'preparing', progress: null });
      let shownPercent = -1;
      try {
        const response = await source.open({ language, timeZone: browserTimeZone() }, controller.signal);
        const file = await readCsvResponse(response, (progress) => {
          // One re-render per whole percent, not one per network chunk.
          const percent = progress === null ? -1 : Math.floor(progress * 100);
          if (controller.signal.aborted || percent === shownPercent) return;
          shownPercent = percent;
          setState({ phase: 'preparing', progress });
        });
        if (controller.signal.aborted) return;
        const fileName = file.fileName ?? source.fallbackFileName;
        saveFile(file.blob, fileName);
        setState({ phase: 'success', rows: file.rows, fileName });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('CSV export failed', error);
        setState({ phase: 'failed' });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [saveFile, language],
  );

  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, dismiss };
}
