/**
 * What the report pages need from the outside world, injected through context: the API and
 * the way a finished file is handed to the browser. The app uses the defaults; tests provide fakes.
 */
import { createContext, useContext } from 'react';
import { saveFileWithAnchor } from './csv-download';
import { httpReportsApi } from './reports-api';
import type { ReportsApi } from './reports-api';

export interface ReportsServices {
  api: ReportsApi;
  saveFile(blob: Blob, fileName: string): void;
}

export const ReportsServicesContext = createContext<ReportsServices>({
  api: httpReportsApi,
  saveFile: saveFileWithAnchor,
});

export function useReportsServices(): ReportsServices {
  return useContext(ReportsServicesContext);
}
