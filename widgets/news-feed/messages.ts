// UI text of the news feed, in Traditional Chinese; `useText().t` converts it.

export const noItems = (heading: string) => `暫無${heading}`;
export const views = '瀏覽次數';
