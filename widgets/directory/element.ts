import { defineWidget } from '../define';
import { DIRECTORY_CONTRACT } from './contract';
import { DirectoryWidget } from './DirectoryWidget';
import { DIRECTORY_CSS } from './styles';

/** Registers `<sztx-directory>`. */
export const DirectoryElement = defineWidget(DIRECTORY_CONTRACT, DirectoryWidget, [DIRECTORY_CSS]);
