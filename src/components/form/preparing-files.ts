import { createContext, useCallback, useContext, useState } from 'react';

/** A file picker says when it starts (+1) and ends (-1) making a chosen file ready. */
export type ReportPreparing = (change: 1 | -1) => void;

const PreparingFiles = createContext<ReportPreparing>(() => undefined);

/**
 * Whether any picker of a form is still making a chosen file ready, and the function they
 * report to (given to them through PreparingFilesScope): the form's buttons wait meanwhile,
 * so a save never goes without the file the person just chose.
 */
export function usePreparingFiles(): [preparing: boolean, report: ReportPreparing] {
  const [count, setCount] = useState(0);
  const report = useCallback<ReportPreparing>((change) => setCount((now) => Math.max(0, now + change)), []);
  return [count > 0, report];
}

export const PreparingFilesScope = PreparingFiles.Provider;

export const useReportPreparing = () => useContext(PreparingFiles);
