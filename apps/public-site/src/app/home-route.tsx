import { Box } from '@mantine/core';
import { useLocation } from 'react-router';
import { TopBar } from '@trovapro/ui';
import { Chatbot } from '../features/chat/components/chatbot.tsx';
import { requestChatFocus, wantsOpenChat } from '../lib/chat-focus.ts';
import { ChatSection } from '../features/home/components/chat-section.tsx';
import { HomeFooter } from '../features/home/components/home-footer.tsx';
import { HomeHero } from '../features/home/components/home-hero.tsx';
import { HowItWorks } from '../features/home/components/how-it-works.tsx';
import { PartnerCallout } from '../features/home/components/partner-callout.tsx';
import { WhyChoose } from '../features/home/components/why-choose.tsx';

/**
 * `/` (product §2 Home) reached by client navigation; a direct visit is server-rendered (server/home). `/?open-chat=true`
 * and the hero's call to action scroll to the chat and focus its input.
 */
export function HomeRoute() {
  const { search } = useLocation();
  const openChat = wantsOpenChat(search);
  return (
    <>
      <TopBar />
      <Box component="main" bg="linear-gradient(180deg, var(--mantine-color-brand-0) 0, var(--mantine-color-white) 32rem)">
        <HomeHero onStartRequest={requestChatFocus} />
        <HowItWorks />
        <ChatSection>
          <Chatbot autoFocus={openChat} />
        </ChatSection>
        <WhyChoose />
        <PartnerCallout />
      </Box>
      <HomeFooter />
    </>
  );
}
