// UI text of the news feed, in Traditional Chinese; `useText().t` converts it.

export const noItems = (heading: string) => `暫無${heading}`;
export const views = '瀏覽次數';

// studio scenarios (named states shown by the preview studio; not used by the elements)
export const scenarioFirstPage = '第一頁（3 則）';
export const scenarioStories = '名家說商';
export const scenarioNoHeading = '無標題';
