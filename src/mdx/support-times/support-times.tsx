import { plans } from '../../../config/plans';

/** Support channels and first-response times per plan, from the same plan data as the pricing table. */
export function SupportTimes() {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="mkt-compare" aria-label="Support by plan" tabIndex={0}>
      <table>
        <caption>Support by plan</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">Channels</th>
            <th scope="col">First response</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.key} data-plan={plan.key}>
              <th scope="row">{plan.label}</th>
              <td>{plan.support.channels}</td>
              <td>{plan.support.firstResponse}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
