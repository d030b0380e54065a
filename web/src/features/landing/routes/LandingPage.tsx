import { PageTitle } from '../../../components/layout/PageTitle';
import { ClosingCta } from '../components/ClosingCta';
import { FeatureCards } from '../components/FeatureCards';
import { Hero } from '../components/Hero';
import { HowItWorks } from '../components/HowItWorks';
import { Showcases } from '../components/Showcases';

export function LandingPage() {
  return (
    <>
      <PageTitle />
      <Hero />
      <FeatureCards />
      <Showcases />
      <HowItWorks />
      <ClosingCta />
    </>
  );
}
