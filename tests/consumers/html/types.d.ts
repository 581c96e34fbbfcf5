// The typings of the package for the plain script (typed elements, properties and events).
import type {} from 'sztx-widgets/elements';
