// Embed entry: <sztx-policy-files> and <sztx-courses>.
import '../content/embeds/element';
