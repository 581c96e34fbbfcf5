import { defineWidget } from '../define';
import { DIRECTORY_CONTRACT } from './contract';
import { DirectoryElement } from './DirectoryElement';
import { DIRECTORY_CSS } from './styles';

/** Registers `<sztx-directory>`. */
export const DirectoryWidget = defineWidget(DIRECTORY_CONTRACT, DirectoryElement, [DIRECTORY_CSS]);
