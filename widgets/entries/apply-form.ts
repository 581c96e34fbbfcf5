// Embed entry: <sztx-apply-form>.
import '../apply/element';
