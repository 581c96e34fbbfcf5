/** User-visible texts of the personal centre that the spec names (Traditional Chinese). */
export const PERSONAL_MESSAGES = {
  updated: '修改成功',
  updateFailed: '修改失敗',
  getFailed: '獲取失敗',
  loggedOut: '退出成功',
  incomplete: '請填寫完整信息',
  companyOpened: '企業開通成功',
  companyUpdated: '信息更新成功',
  noMore: '沒有更多了',
  imageType: '只能上傳 jpg、png、jpeg 格式的圖片',
  imageSize: '圖片大小不能超過 6MB',
  notJoined: '您還未加入協會',
  alreadyMember: '您已經是協會會員',
  underDevelopment: '功能開發中，敬請期待',
} as const;

/** Avatar and company image rules (spec §5): png, jpeg or jpg, under 6 MB. */
export const IMAGE_RULES = {
  maxBytes: 6 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/jpg'],
  messages: { type: PERSONAL_MESSAGES.imageType, size: PERSONAL_MESSAGES.imageSize },
} as const;
