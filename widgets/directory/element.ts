import { defineWidget } from '../define';
import { DIRECTORY_CONTRACT } from './contract';
import { DIRECTORY_CSS } from './Directory';
import { DirectoryElement } from './DirectoryElement';

/** Registers `<sztx-directory>`. */
export const DirectoryWidget = defineWidget(DIRECTORY_CONTRACT, DirectoryElement, [DIRECTORY_CSS]);
