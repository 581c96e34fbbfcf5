// Embed entry: <sztx-portal>.
import '../portal/element';
