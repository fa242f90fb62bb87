import { Box } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { TopBar } from '@trovapro/ui';
import { Chatbot } from '../features/chat/components/chatbot.tsx';
import { ChatSection } from '../features/home/components/chat-section.tsx';
import { HomeFooter } from '../features/home/components/home-footer.tsx';
import { HomeHero } from '../features/home/components/home-hero.tsx';
import { HowItWorks } from '../features/home/components/how-it-works.tsx';
import { WhyChoose } from '../features/home/components/why-choose.tsx';

/** `/` (spec §2 Home); `/?open-chat=true` scrolls to the chat and focuses its input. */
export function HomeRoute() {
  const [searchParams] = useSearchParams();
  const openChat = searchParams.get('open-chat') === 'true';
  return (
    <>
      <TopBar />
      <Box component="main" bg="linear-gradient(180deg, var(--mantine-color-brand-0) 0, var(--mantine-color-white) 32rem)">
        <HomeHero />
        <HowItWorks />
        <ChatSection>
          <Chatbot autoFocus={openChat} />
        </ChatSection>
        <WhyChoose />
      </Box>
      <HomeFooter />
    </>
  );
}
