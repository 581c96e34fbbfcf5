// Embed entry: <sztx-news-feed>.
import '../news-feed/element';
