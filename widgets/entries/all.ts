// Embed entry: every widget in one script.
import '../news-feed/element';
import '../portal/element';
