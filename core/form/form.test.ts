import { describe, expect, it } from 'vitest';
import { createConsultForm, createContactForm } from '../needs/contact';
import { createNeedForm, emptyFields } from '../needs/form';
import { createCompanyForm } from '../personal/company';
import { createProfileForm } from '../personal/profile';
import { createFormStore, firstRefused } from './form';

describe('createFormStore, the one shape of a form', () => {
  const rules = (v: { name: string; phone: string }) => ({
    ...(v.name ? {} : { name: '請輸入姓名' }),
    ...(v.phone ? {} : { phone: '請輸入電話' }),
  });

  it('checks with its rules, answers the first refused field and clears a message on typing', () => {
    const form = createFormStore({ name: '', phone: '' }, rules);
    expect(form.check()).toBe('name');
    expect(form.$state.get().errors).toEqual({ name: '請輸入姓名', phone: '請輸入電話' });
    form.set('name', '王');
    expect(form.$state.get().errors).toEqual({ phone: '請輸入電話' });
    form.set('phone', '1');
    expect(form.check()).toBeNull();
  });

  it('keeps what was typed when a send fails, and is not busy after it', async () => {
    const form = createFormStore({ name: '', phone: '' }, rules);
    form.set('name', '王');
    const failing = form.sending(async () => {
      expect(form.$state.get().busy).toBe(true);
      throw new Error('offline');
    });
    await expect(failing).rejects.toThrow('offline');
    expect(form.$state.get()).toMatchObject({ busy: false, values: { name: '王', phone: '' } });
  });

  it('starts over after a send went through, with its message', () => {
    const form = createFormStore({ name: '', phone: '' }, rules);
    form.set('name', '王');
    form.sent('提交成功');
    expect(form.$state.get()).toMatchObject({ values: { name: '', phone: '' }, done: '提交成功' });
    form.reset({ name: '李', phone: '2' });
    expect(form.$state.get().values).toEqual({ name: '李', phone: '2' });
    form.refuse({ phone: '該手機號已經註冊過' });
    expect(form.$state.get().errors).toEqual({ phone: '該手機號已經註冊過' });
    expect(firstRefused(null)).toEqual({});
  });
});

describe('the forms in that shape', () => {
  it('profile: the name is required, the e-mail checked when given', () => {
    const form = createProfileForm();
    expect(form.check()).toBe('name');
    form.set('name', '陳');
    form.set('email', 'chen@');
    expect(form.check()).toBe('email');
  });

  it('company: each required field refused with the one message, in form order', () => {
    const form = createCompanyForm();
    expect(form.check()).toBe('name');
    expect(Object.values(form.$state.get().errors)).toEqual(Array(6).fill('請填寫完整信息'));
  });

  it('contact and consult forms: the spec order', () => {
    const contact = createContactForm();
    expect(contact.check()).toBe('content');
    const consult = createConsultForm();
    consult.set('name', '王');
    expect(consult.check()).toBe('phone');
  });

  it('need form: messages in the order the fields are shown', () => {
    const form = createNeedForm(1, emptyFields('13800138000'));
    expect(form.check()).toBe('addr');
    expect(Object.keys(form.$state.get().errors)[0]).toBe('addr');
  });
});
