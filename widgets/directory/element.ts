import { defineWidget } from '../define';
import { DIRECTORY_CONTRACT } from './contract';
import { DIRECTORY_CSS } from './Directory';
import { DirectoryWidget } from './DirectoryWidget';

/** Registers `<sztx-directory>`. */
export const DirectoryElement = defineWidget(DIRECTORY_CONTRACT, DirectoryWidget, [DIRECTORY_CSS]);
