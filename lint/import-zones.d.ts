export interface ImportZone {
  target: string;
  from: string;
  message: string;
}
export declare const areaFolders: string[];
export declare const importZones: ImportZone[];
