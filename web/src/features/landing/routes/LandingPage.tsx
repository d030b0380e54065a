export function LandingPage() { return <h1>Ads Auditor</h1>; }
