import { NewsFeed } from '../../news-feed/NewsFeed';
import { useText } from '../../ui/i18n';
import * as texts from '../messages';

/** Home route: for now the association news (the full home page comes with the content issue). */
export function Home() {
  const { t } = useText();
  return (
    <div className="wrap page">
      <div className="hero" part="hero">
        <p className="hero-kicker">{t(texts.heroKicker)}</p>
        <h1 className="hero-title">{t(texts.heroTitle)}</h1>
        <p className="hero-text">{t(texts.heroText)}</p>
      </div>
      <NewsFeed pageSize={10} />
    </div>
  );
}
