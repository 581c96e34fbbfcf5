/** Unicode text as RTF (`\uN?` escapes for everything outside ASCII). */
function rtfText(line: string): string {
  let out = '';
  for (const ch of line) {
    const code = ch.codePointAt(0) ?? 32;
    if (ch === '\\' || ch === '{' || ch === '}') out += `\\${ch}`;
    else if (code < 128) out += ch;
    else if (code <= 0xffff) out += `\\u${code > 32767 ? code - 65536 : code}?`;
    else out += '?';
  }
  return out;
}

/** The application letter template (RTF opens in Word, WPS and LibreOffice). */
export function applicationLetterRtf(): string {
  const title = '本市台商投資企業協會 入會申請書';
  const lines = [
    '致：本市台商投資企業協會',
    '',
    '本人／本企業自願申請加入本市台商投資企業協會，承認並遵守協會章程，',
    '履行會員義務，按時繳納會費，積極參加協會活動。',
    '',
    '申請類別：□ 個人會員    □ 企業會員',
    '姓名／企業名稱：________________________________',
    '台胞證號碼／統一社會信用代碼：________________________________',
    '聯絡電話：____________________    電子郵箱：____________________',
    '聯絡地址：________________________________________________',
    '擬加入子會：□ 聯誼會（__________）  □ 婦女會  □ 青年會  □ 慢壘聯盟',
    '',
    '申請人簽名（企業加蓋公章）：____________________',
    '日期：______ 年 ____ 月 ____ 日',
    '',
    '說明：請填寫並簽名（蓋章）後拍照，於申請表第 01 題上傳。2021 年度會費免收。',
  ];
  const body = lines.map((l) => `${rtfText(l)}\\par`).join('\n');
  return `{\\rtf1\\ansi\\ansicpg950\\deff0{\\fonttbl{\\f0\\fnil\\fcharset136 PMingLiU;}}\n\\f0\\fs24\n{\\qc\\b\\fs36 ${rtfText(title)}\\par}\n\\par\n${body}\n}`;
}
