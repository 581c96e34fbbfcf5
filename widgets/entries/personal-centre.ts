// Embed entry: <sztx-personal-centre>.
import '../personal/element';
