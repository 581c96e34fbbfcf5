// Types of `sztx-widgets/embed/<name>.js`: importing a widget's script registers its element
// (`<sztx-news-feed>` for news-feed.js, every element for sztx.js) and brings the elements' DOM
// typings (`document.querySelector('sztx-news-feed')`, typed `sztx-…` events).
import './elements.js';

export {};
