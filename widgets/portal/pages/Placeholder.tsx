import { useText } from '../../ui/i18n';

/** Titles of routes whose pages are still being built. */
const TITLES: Record<string, string> = {
  '/information/:active': '資訊動態',
  '/magazine': '電子期刊',
  '/policy/:active': '政策與服務',
  '/company_member_list/:active': '企業會員',
  '/company/:id': '企業詳情',
  '/product_details/:id': '產品詳情',
  '/member_details/:member_id': '會員詳情',
  '/article/:id': '文章',
  '/article-explain/:id': '文件解讀',
  '/file/:id': '文件',
  '/course/:id': '課程',
  '/course_details/:course_id/:kpiont_id': '課程播放',
  '/search': '搜尋',
  '/guide': '辦事指南',
  '/fee': '繳費標準',
  '/Invest': '采購需求',
  '/Order': '訂單資訊',
  '/investInfo/:id': '投資資訊',
  '/need-details/:id': '需求詳情',
  '/apply': '申請入會',
  '/apply-person': '個人入會申請',
  '/apply-company': '企業入會申請',
  '/introduce': '協會簡介',
  '/infoDetails/:id': '協會資訊',
  '/regulations': '協會章程',
  '/organization': '組織架構',
  '/fraternity': '聯誼會',
  '/secretariat': '秘書處',
  '/committee': '委員會',
  '/person_center': '個人中心',
  '/my_company': '我的企業',
  '/my_message': '我的消息',
  '/my_message_details': '消息詳情',
  '/my_collection': '我的收藏',
  '/my_need': '我的需求',
  '/my_rights': '我的權益',
  '/my_activity': '我的活動',
  '/my_questionnaire': '我的問卷',
  '/my_fee': '我的繳費',
  '/privacy': '隱私政策',
  '/user_agreement': '用戶協議',
};

/** A clear "coming soon" page for routes not built yet (never a blank page). */
export function Placeholder(props: { pattern: string | null }) {
  const { t } = useText();
  const known = props.pattern ? TITLES[props.pattern] : undefined;
  return (
    <div className="wrap page">
      <div className="card placeholder" part="placeholder">
        <h1 className="page-title">{t(known ?? '找不到頁面')}</h1>
        <p>
          {t(known ? '此頁面正在建設中，即將上線，敬請期待。' : '您訪問的頁面不存在或已移除。')}
        </p>
        <a className="btn btn-primary" href="#/">
          {t('返回首頁')}
        </a>
      </div>
    </div>
  );
}
