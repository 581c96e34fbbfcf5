// Embed entry: <sztx-needs-board>.
import '../needs-board/element';
