// Embed entry: <sztx-directory>.
import '../directory/element';
