import { sql, type Kysely, type Migration } from 'kysely';

// Coupons that a workspace may use once (the seeded demo ones: SAVE5 made a $5 credit pack free
// with no card, again and again), and demo coupons that only the sandbox gateway takes.
// - coupons.once_per_workspace, coupons.demo.
// - coupon_uses: the workspace's one use of such a coupon, keyed by (coupon, workspace), so of
//   two checkouts at once only one can take it; the order that took it, so a checkout that fails
//   or expires gives it back.
// Workspaces that used a demo coupon already keep their oldest use as the one.

const statements = [
  `alter table coupons
    add column once_per_workspace boolean not null default false,
    add column demo boolean not null default false`,
  `update coupons set once_per_workspace = true, demo = true where id in ('coupon-welcome10', 'coupon-save5')`,
  `create table coupon_uses (
    coupon_id text not null references coupons(id) on delete cascade,
    workspace_id text not null references workspaces(id) on delete cascade,
    order_id text not null references orders(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (coupon_id, workspace_id))`,
  `create index coupon_uses_order on coupon_uses (order_id)`,
  `insert into coupon_uses (coupon_id, workspace_id, order_id)
    select distinct on (o.coupon_id, o.workspace_id) o.coupon_id, o.workspace_id, o.id
    from orders o join coupons c on c.id = o.coupon_id
    where c.once_per_workspace and o.status in ('pending', 'paid')
    order by o.coupon_id, o.workspace_id, o.created_at`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
