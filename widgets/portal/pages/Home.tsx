import { NewsFeed } from '../../news-feed/NewsFeed';
import { useText } from '../../ui/i18n';

/** Home route: for now the association news (the full home page comes with the content issue). */
export function Home() {
  const { t } = useText();
  return (
    <div className="wrap page">
      <div className="hero" part="hero">
        <p className="hero-kicker">{t('服務台商 · 凝聚台胞')}</p>
        <h1 className="hero-title">{t('台商協會門戶網站')}</h1>
        <p className="hero-text">{t('協會動態、政策文件、課程教室與企業名錄，一站查閱。')}</p>
      </div>
      <NewsFeed pageSize={10} />
    </div>
  );
}
