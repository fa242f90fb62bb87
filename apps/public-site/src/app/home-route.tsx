import { TopBar } from '@trovapro/ui';
import { HomeHero } from '../features/home/components/home-hero.tsx';

/** `/` (and `/?open-chat=true`, which opens the chat once it exists). */
export function HomeRoute() {
  return (
    <>
      <TopBar />
      <main>
        <HomeHero />
      </main>
    </>
  );
}
