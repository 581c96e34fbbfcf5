// The portal page: React build of <sztx-portal>.
import '../../widgets/portal/element';
