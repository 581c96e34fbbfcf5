import { defineWidget } from '../define';
import { ApplyForm } from './ApplyForm';
import { APPLY_FORM_CONTRACT } from './contract';
import { APPLY_CSS } from './styles';

/** Registers `<sztx-apply-form>`. */
export const ApplyFormElement = defineWidget(APPLY_FORM_CONTRACT, ApplyForm, [APPLY_CSS]);
