/** Whether the browser asks to save data (Data Saver, or a 2G connection): then nothing is fetched ahead, as Docusaurus's own prefetching does. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}
