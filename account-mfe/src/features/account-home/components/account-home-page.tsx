// /account: where a new password without an order lands (SPEC §2): a greeting, the way on, and
// the customer's saved equipment (issue 37 item 4).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectUser, useAppSelector, usePageTitle } from '@storefront/platform';
import { Page, PageTitle } from '../../../components/page-layout';
import { MyEquipmentSection } from '../../equipment';
import { paths } from '../../../lib/paths';

const Links = styled.ul`
  display: grid;
  gap: 0.5rem;
  padding-left: 1.25rem;
`;

export function AccountHomePage() {
  usePageTitle('My Account');
  const user = useAppSelector(selectUser);
  return (
    <Page $wide>
      <PageTitle>My Account</PageTitle>
      <p>{user?.first_name ? `Welcome, ${user.first_name}!` : 'Welcome!'}</p>
      <nav aria-label="My account">
        <Links>
          <li>
            <Link to={paths.profile}>Profile</Link>: your personal information and addresses
          </li>
          <li>
            <Link to={paths.orders}>Orders</Link>: your order history
          </li>
        </Links>
      </nav>
      <MyEquipmentSection />
    </Page>
  );
}
