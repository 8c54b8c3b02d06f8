import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Radio,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useAbility } from '@casl/react';
import { IconTrash } from '@tabler/icons-react';
import type { AppAbility } from '@saldo/contracts/abilities';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CartProduct, Order, OrderPayment, ShippingAddress } from '@saldo/contracts/shop';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMoneyFormat } from '../../../lib/use-money-format.ts';
import { goToPaymentPage } from '../lib/go-to-payment.ts';
import {
  useCart,
  useCheckoutDefaults,
  usePlaceOrder,
  useRemoveFromList,
  useSetQuantity,
  useStartOrderPayment,
} from '../api/queries.ts';
import { BuyerPicker } from '../components/BuyerPicker.tsx';

const emptyAddress: ShippingAddress = {
  name: '',
  street: '',
  postalCode: '',
  city: '',
  country: 'PL',
  phone: '',
  email: '',
};

/** /apps/e-commerce/checkout: 1. the cart with quantities, 2. the address, 3. payment and the order. */
export default function CheckoutPage() {
  const { t } = useTranslation('shop');
  const money = useMoneyFormat();
  const staff = useAbility<AppAbility>().can('manage', 'Shop');
  const [buyer, setBuyer] = useState<{ id: number; name: string } | null>(null);
  // A phone order is priced with the picked customer's price list, as the server will charge it.
  const cart = useCart(buyer?.id);
  const defaults = useCheckoutDefaults(buyer?.id);
  const setQuantity = useSetQuantity();
  const remove = useRemoveFromList();
  const place = usePlaceOrder();
  const pay = useStartOrderPayment();
  const [step, setStep] = useState(0);
  const [address, setAddress] = useState<ShippingAddress>(emptyAddress);
  const [payment, setPayment] = useState<OrderPayment>('transfer');
  const [placed, setPlaced] = useState<Order | null>(null);
  // The prices the buyer was shown when they confirmed; the server refuses if they moved since.
  const [seen, setSeen] = useState<Record<number, number> | null>(null);
  // One key per checkout screen: a double click or a retry makes one order.
  const key = useMemo(() => crypto.randomUUID(), []);
  // The address starts from each new prefill (the client's card, or the customer staff picked).
  const [prefilledFrom, setPrefilledFrom] = useState<unknown>(null);
  if (defaults.data && defaults.data !== prefilledFrom) {
    setPrefilledFrom(defaults.data);
    if (defaults.data.address) setAddress(defaults.data.address);
  }

  const products = cart.data?.products ?? [];
  const total = products.reduce((sum, p) => sum + p.offers * p.quantity, 0);
  const changed = seen ? products.filter((p) => seen[p.id] !== undefined && seen[p.id] !== p.offers) : [];
  const error = place.error instanceof ApiError ? place.error : null;
  const paymentLink = defaults.data?.paymentLink === true;
  // Sends the buyer to Przelewy24's page; on failure the order stays and "Pay now" tries again.
  const startPayment = (orderId: number) => pay.mutate(orderId, { onSuccess: (url) => goToPaymentPage(url) });

  if (placed)
    return (
      <Card withBorder radius="md" p="lg">
        <Stack>
          <Title order={1} fz={24}>
            {t('checkout.thanks', { number: placed.number })}
          </Title>
          <Text>
            {t('checkout.issued', { document: placed.invoiceNumber, amount: money(placed.gross, 'PLN') })}
          </Text>
          {!placed.mailed && <Text c="dimmed">{t('checkout.notMailed')}</Text>}
          {placed.payment === 'payment_link' && !placed.paid && (
            <Stack gap="xs">
              {pay.isError ? (
                <Alert color="red" title={t('pay.failed')}>
                  {pay.error.message}
                </Alert>
              ) : (
                <Text>{t('pay.redirecting')}</Text>
              )}
              <Group>
                <Button loading={pay.isPending || pay.isSuccess} onClick={() => startPayment(placed.id)}>
                  {t('pay.now')}
                </Button>
              </Group>
            </Stack>
          )}
          <Group>
            {placed.invoiceId !== null && (
              <Button component={Link} to={`/apps/invoice/preview/${placed.invoiceId}`}>
                {t('checkout.viewDocument')}
              </Button>
            )}
            <Button component={Link} to="/apps/e-commerce/orders" variant="default">
              {t('orders.title')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );

  const submit = () => {
    setSeen(Object.fromEntries(products.map((p) => [p.id, p.offers])));
    place.mutate(
      {
        key,
        body: {
          lines: products.map((p) => ({
            productId: p.id,
            quantity: p.quantity,
            expectedUnitPrice: p.offers,
          })),
          address,
          payment,
          ...(defaults.data?.contractorId ? { contractorId: defaults.data.contractorId } : {}),
        },
      },
      {
        onSuccess: (order) => {
          setPlaced(order);
          if (order.payment === 'payment_link' && !order.paid) startPayment(order.id);
        },
      },
    );
  };

  const field = (name: keyof ShippingAddress, label: string) => (
    <TextInput
      label={label}
      required={name !== 'phone'}
      value={address[name]}
      onChange={(e) => setAddress({ ...address, [name]: e.currentTarget.value })}
    />
  );
  const addressReady =
    (!staff || buyer !== null) &&
    ['name', 'street', 'postalCode', 'city', 'email'].every(
      (k) => address[k as keyof ShippingAddress].trim() !== '',
    );

  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {t('checkout.title')}
      </Title>
      {cart.isError && (
        <LoadError
          title={t('loadFailed')}
          error={cart.error}
          retrying={cart.isFetching}
          onRetry={() => void cart.refetch()}
        />
      )}
      <Stepper active={step} onStepClick={(s) => s < step && setStep(s)}>
        <Stepper.Step label={t('checkout.cartStep')}>
          <Card withBorder radius="md" p="md">
            {products.length === 0 ? (
              <Stack>
                <Text c="dimmed">{t('checkout.empty')}</Text>
                <Anchor component={Link} to="/apps/e-commerce/shop">
                  {t('checkout.backToShop')}
                </Anchor>
              </Stack>
            ) : (
              <CartTable
                products={products}
                onQuantity={(productId, quantity) => setQuantity.mutate({ productId, quantity })}
                onRemove={(productId) => remove.mutate({ kind: 'cart', productId })}
              />
            )}
          </Card>
        </Stepper.Step>
        <Stepper.Step label={t('checkout.addressStep')}>
          <Card withBorder radius="md" p="md">
            <Stack gap="sm">
              {staff && <BuyerPicker value={buyer} onChange={setBuyer} />}
              {field('name', t('address.name'))}
              {field('street', t('address.street'))}
              <Group grow>
                {field('postalCode', t('address.postalCode'))}
                {field('city', t('address.city'))}
              </Group>
              <Group grow>
                {field('email', t('address.email'))}
                {field('phone', t('address.phone'))}
              </Group>
            </Stack>
          </Card>
        </Stepper.Step>
        <Stepper.Step label={t('checkout.paymentStep')}>
          <Card withBorder radius="md" p="md">
            <Stack>
              <Radio.Group
                label={t('checkout.payment')}
                value={payment}
                onChange={(v) => setPayment(v as OrderPayment)}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="transfer" label={t('payment.transfer')} />
                  <Radio value="cash_on_delivery" label={t('payment.cash_on_delivery')} />
                  {paymentLink && (
                    <Radio
                      value="payment_link"
                      label={t('payment.payment_link')}
                      description={t('payment.payment_linkHint')}
                    />
                  )}
                </Stack>
              </Radio.Group>
              <Text fw={700}>{t('checkout.total', { amount: money(total, 'PLN') })}</Text>
              {error && (
                <Alert color={error.code === 'priceChanged' ? 'yellow' : 'red'} title={t('checkout.failed')}>
                  <Text size="sm">{error.message}</Text>
                  {changed.map((p) => (
                    <Text size="sm" key={p.id}>
                      {t('checkout.newPrice', {
                        name: p.name,
                        before: money(seen?.[p.id] ?? 0, 'PLN'),
                        now: money(p.offers, 'PLN'),
                      })}
                    </Text>
                  ))}
                </Alert>
              )}
            </Stack>
          </Card>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between">
        <Button variant="default" disabled={step === 0} onClick={() => setStep(step - 1)}>
          {t('checkout.back')}
        </Button>
        {step < 2 ? (
          <Button
            disabled={products.length === 0 || (step === 1 && !addressReady)}
            onClick={() => setStep(step + 1)}
          >
            {t('checkout.next')}
          </Button>
        ) : (
          <Button
            loading={place.isPending}
            disabled={products.length === 0 || (payment === 'payment_link' && !paymentLink)}
            onClick={submit}
          >
            {t('checkout.placeOrder')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function CartTable({
  products,
  onQuantity,
  onRemove,
}: {
  products: CartProduct[];
  onQuantity: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
}) {
  const { t } = useTranslation('shop');
  const money = useMoneyFormat();
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('checkout.product')}</Table.Th>
            <Table.Th>{t('checkout.unitPrice')}</Table.Th>
            <Table.Th>{t('checkout.quantity')}</Table.Th>
            <Table.Th>{t('checkout.shipping')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Text fw={600}>{p.name}</Text>
                {p.archived && (
                  <Text size="xs" c="red">
                    {t('checkout.archived')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text>{money(p.offers, p.currency)}</Text>
                {p.discountPercentage > 0 && (
                  <Text size="xs" c="dimmed" td="line-through">
                    {money(p.price, p.currency)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td w={110}>
                <NumberInput
                  aria-label={t('checkout.quantityOf', { name: p.name })}
                  min={1}
                  max={1000}
                  value={p.quantity}
                  onChange={(v) => typeof v === 'number' && v >= 1 && v <= 1000 && onQuantity(p.id, v)}
                />
              </Table.Td>
              <Table.Td>{p.shippingDate}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('checkout.remove', { name: p.name })}
                  onClick={() => onRemove(p.id)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
