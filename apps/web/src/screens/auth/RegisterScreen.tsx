/**
 * Registering is becoming a customer, and that goes through the eID (issue 15): the register page is
 * the onboarding start. Demo customers from before keep their username and password login.
 */
export { default } from '../onboarding/OnboardingScreen.tsx';
