import { defineWidget } from '../define';
import { NEEDS_BOARD_CONTRACT } from './contract';
import { NeedsBoard } from './NeedsBoard';

/** Registers `<sztx-needs-board>`. */
export const NeedsBoardElement = defineWidget(NEEDS_BOARD_CONTRACT, NeedsBoard);
