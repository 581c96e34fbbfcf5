// Preview harness (placeholder until the preview issue): shows one widget.
import '../../widgets/news-feed/element';
