// /admin/ads (beyond the spec; docs/decisions.md "Sponsor ads"):
// the admin adds, replaces, reorders, switches off and
// deletes banners (photo pipeline; a GIF stays animated) and video ads (video pipeline; 10–30 s,
// read from the file), and sees what sponsors are told: impressions and clicks per ad, per day.
import { useId, useMemo } from 'react';
import type { AdKind, AdminBannerAd, AdminVideoAd, AdStats } from '@parish/shared/ads';
import { AD_STATS_DAYS, BannerAdInputSchema, VideoAdInputSchema } from '@parish/shared/ads';
import { smallImageUrl } from '@parish/shared/plain/image-paths';
import { FileField, ImageThumb, MediaPreview } from '../../components/form/file-field.tsx';
import { ErrorLine, FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import { ImageField } from '../../components/form/image-field.tsx';
import { TextInput } from '../../components/form/inputs.tsx';
import { useDeleteFlow } from '../../components/delete-flow.tsx';
import { Loader } from '../../components/loader.tsx';
import { LoadErrorBanner } from '../../components/load-error-banner.tsx';
import { useT, type TextsOf } from '../../i18n/language.tsx';
import { apiErrorText } from '../../lib/error-handler.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm, type FieldCatalog, type SchemaLike } from '../../lib/use-schema-form.ts';
import { useUpload, type StoredImage, type StoredMedia } from '../../lib/upload.ts';
import { useAdminAds } from './api/get-admin-ads.ts';
import { useAdStats } from './api/get-ad-stats.ts';
import { useDeleteAd } from './api/delete-ad.ts';
import { useReorderAds } from './api/reorder-ads.ts';
import { useSaveAd } from './api/save-ad.ts';
import { adsAdminMessages } from './messages.ts';

type Texts = TextsOf<typeof adsAdminMessages>;
type AnyAd = (AdminBannerAd & { kind: 'banner' }) | (AdminVideoAd & { kind: 'video' });

export function AdminAdsScreen() {
  const t = useT(adsAdminMessages);
  const a = t.adsAdmin;
  useDocumentTitle(a.title);
  const ads = useAdminAds();
  const remove = useDeleteAd();
  const deletion = useDeleteFlow<AnyAd>({
    remove: (ad) => remove.mutateAsync({ kind: ad.kind, id: ad._id }),
    question: (ad) => a.confirmDelete(ad.title),
    what: (ad, g) => g.ad(ad.title),
    successText: a.deleted,
    failureText: (err) => apiErrorText(err),
  });

  return (
    <section className="ads-admin">
      <h1>{a.title}</h1>
      <p className="muted">{a.intro}</p>
      {ads.isPending && <Loader inline />}
      {ads.isError && <LoadErrorBanner onRefresh={() => void ads.refetch()} />}
      {ads.data && (
        <>
          <h2>{a.banners}</h2>
          <AdList
            t={t}
            kind="banner"
            ads={ads.data.banners.map((b) => ({ ...b, kind: 'banner' as const }))}
            onDelete={deletion.ask}
          />
          <AddAdForm t={t} kind="banner" />
          <h2>{a.videos}</h2>
          <AdList
            t={t}
            kind="video"
            ads={ads.data.videos.map((v) => ({ ...v, kind: 'video' as const }))}
            onDelete={deletion.ask}
          />
          <AddAdForm t={t} kind="video" />
          <Stats t={t} titles={new Map([...ads.data.banners, ...ads.data.videos].map((ad) => [ad._id, ad.title]))} />
        </>
      )}
      {deletion.dialog}
    </section>
  );
}

function AdList({ t, kind, ads, onDelete }: { t: Texts; kind: AdKind; ads: AnyAd[]; onDelete: (ad: AnyAd) => void }) {
  const reorder = useReorderAds();
  const move = (from: number, to: number) => {
    const ids = ads.map((ad) => ad._id);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    reorder.mutate({ kind, ids }, { onError: (err) => toast.error(apiErrorText(err)) });
  };
  if (!ads.length) return <p className="muted">{t.adsAdmin.none}</p>;
  return (
    <ol className="ad-admin-list" data-testid={`${kind}-list`}>
      {ads.map((ad, i) => (
        <AdRow
          key={ad._id}
          t={t}
          ad={ad}
          first={i === 0}
          last={i === ads.length - 1}
          onUp={() => move(i, i - 1)}
          onDown={() => move(i, i + 1)}
          onDelete={() => onDelete(ad)}
          busy={reorder.isPending}
        />
      ))}
    </ol>
  );
}

function AdRow({
  t,
  ad,
  first,
  last,
  onUp,
  onDown,
  onDelete,
  busy,
}: {
  t: Texts;
  ad: AnyAd;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const a = t.adsAdmin;
  const id = useId();
  const save = useSaveAd();
  const imageUpload = useUpload({ kind: 'image' });
  const videoUpload = useUpload<StoredMedia>({ kind: 'video' });
  const change = (body: Record<string, unknown>) =>
    save.mutate({ kind: ad.kind, id: ad._id, body } as Parameters<typeof save.mutate>[0], {
      onSuccess: () => toast.success(a.saved),
      onError: (err) => toast.error(apiErrorText(err)),
    });
  return (
    <li className="ad-admin-row" data-ad-title={ad.title}>
      {ad.kind === 'banner' ? (
        <img className="ad-admin-thumb" src={smallImageUrl(ad.image)} alt="" width={160} height={40} />
      ) : (
        <video className="ad-admin-thumb" src={ad.video} preload="metadata" muted width={160} height={90} />
      )}
      <div className="ad-admin-text">
        <strong>{ad.title}</strong>
        <span className="muted">
          {ad.kind === 'video' ? a.seconds(ad.duration) : ad.type === 'gif' ? a.animated : ''} {ad.link ?? a.noLink}
        </span>
      </div>
      <div className="ad-admin-actions">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={ad.active}
            disabled={save.isPending}
            onChange={(e) => change({ active: e.target.checked })}
          />
          {a.shown}
        </label>
        <MoveButton text="↑" label={a.up(ad.title)} disabled={first || busy} onClick={onUp} />
        <MoveButton text="↓" label={a.down(ad.title)} disabled={last || busy} onClick={onDown} />
        {ad.kind === 'banner' ? (
          <FileField<StoredImage>
            id={`${id}-file`}
            label={a.replace}
            value={null}
            upload={imageUpload}
            onChange={(stored) => stored && change({ image: stored.image })}
          />
        ) : (
          <FileField<StoredMedia>
            id={`${id}-file`}
            label={a.replace}
            value={null}
            upload={videoUpload}
            onChange={(stored) => stored && change({ video: stored.url })}
          />
        )}
        <button type="button" className="button small danger" onClick={onDelete}>
          {a.delete}
        </button>
      </div>
    </li>
  );
}

interface Draft {
  title: string;
  link: string;
  file: StoredImage | StoredMedia | null;
}

function AddAdForm({ t, kind }: { t: Texts; kind: AdKind }) {
  const a = t.adsAdmin;
  const id = useId();
  const save = useSaveAd();
  const imageUpload = useUpload({ kind: 'image' });
  const videoUpload = useUpload<StoredMedia>({ kind: 'video' });
  const fields: FieldCatalog = {
    title: { label: a.sponsor, required: true },
    link: { label: a.link, hint: a.linkHint, invalid: a.badLink },
    [kind === 'banner' ? 'image' : 'video']:
      kind === 'banner'
        ? { label: a.picture, required: true, missing: a.needPicture }
        : { label: a.video, required: true, missing: a.needVideo, invalid: a.badVideo },
  };
  const form = useSchemaForm({
    schema: (kind === 'banner' ? BannerAdInputSchema : VideoAdInputSchema) as SchemaLike<Record<string, unknown>>,
    initial: (): Draft => ({ title: '', link: '', file: null }),
    fields,
    idPrefix: `${id}-${kind}`,
    // The file field's key is the body's: 'image' for a banner, 'video' for a video.
    toInput: (v: Draft) => ({
      title: v.title,
      link: v.link,
      ...(kind === 'banner'
        ? { image: (v.file as StoredImage | null)?.image ?? '' }
        : { video: (v.file as StoredMedia | null)?.url ?? '' }),
    }),
    fixErrorsText: a.fixErrors,
    blocked: () =>
      imageUpload.state.status === 'uploading' || videoUpload.state.status === 'uploading' ? a.fixErrors : null,
    onSubmit: async (body) => {
      await save.mutateAsync({ kind, body } as Parameters<typeof save.mutateAsync>[0]);
      toast.success(a.added);
      form.reset();
    },
  });
  const fileKey = kind === 'banner' ? 'image' : 'video';
  const fileBound = {
    ...form,
    value: (key: string) => form.value(key === fileKey ? 'file' : key),
    set: (key: string, v: unknown) => form.set(key === fileKey ? 'file' : key, v),
  };
  return (
    <form
      className="data-form ad-add-form"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-labelledby={`${id}-h`}
    >
      <h3 id={`${id}-h`}>{kind === 'banner' ? a.addBanner : a.addVideo}</h3>
      <TextInput form={form} name="title" />
      <TextInput form={form} name="link" type="url" inputMode="url" />
      {kind === 'banner' ? (
        <>
          <ImageField form={fileBound} name="image" upload={imageUpload} />
          <p className="muted">{a.bannerCorners}</p>
        </>
      ) : (
        <>
          <FileField<StoredMedia>
            id={form.id('video')}
            label={a.video}
            value={(form.value('file') as StoredMedia | null) ?? null}
            onChange={(v) => form.set('file', v)}
            upload={videoUpload}
            preview={(v) => <MediaPreview value={v} label={a.video} />}
            disabled={form.busy}
          />
          <ErrorLine text={form.error('video')} />
        </>
      )}
      <ErrorLine text={kind === 'banner' && form.error('image')} />
      <FormError form={form} />
      <SubmitButton form={form} label={a.save} />
    </form>
  );
}

/** Totals per ad over the period, and a small bar chart of impressions per day. */
function Stats({ t, titles }: { t: Texts; titles: Map<string, string> }) {
  const a = t.adsAdmin;
  const stats = useAdStats(AD_STATS_DAYS);
  const { perAd, perDay, top } = useMemo(() => summarise(stats.data), [stats.data]);
  return (
    <section aria-labelledby="ad-stats-h" className="ad-stats">
      <h2 id="ad-stats-h">{a.stats(AD_STATS_DAYS)}</h2>
      <p className="muted">{a.statsHint}</p>
      {stats.isPending && <Loader inline />}
      {stats.isError && <LoadErrorBanner onRefresh={() => void stats.refetch()} />}
      {stats.data && (
        <>
          <svg
            className="ad-chart"
            viewBox={`0 0 ${perDay.length * 10} 60`}
            role="img"
            aria-label={a.chart(AD_STATS_DAYS)}
            preserveAspectRatio="none"
          >
            {perDay.map((d, i) => {
              const h = top ? (d.impressions / top) * 56 : 0;
              return (
                <rect key={d.day} x={i * 10 + 1} y={60 - h} width={8} height={h} fill="#166534">
                  <title>{a.dayBar(d.day, d.impressions, d.clicks)}</title>
                </rect>
              );
            })}
          </svg>
          <div className="table-scroll">
            <table className="ad-stats-table" data-testid="ad-stats">
              <thead>
                <tr>
                  <th>{a.ad}</th>
                  <th>{a.impressions}</th>
                  <th>{a.clicks}</th>
                </tr>
              </thead>
              <tbody>
                {perAd.map((r) => (
                  <tr key={`${r.kind}:${r.adId}`} data-ad-title={titles.get(r.adId) ?? ''}>
                    <td>{titles.get(r.adId) ?? a.deletedAd}</td>
                    <td>{r.impressions}</td>
                    <td>{r.clicks}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function summarise(stats: AdStats | undefined) {
  if (!stats) return { perAd: [], perDay: [], top: 0 };
  const perAd = new Map<string, { kind: AdKind; adId: string; impressions: number; clicks: number }>();
  const byDay = new Map<string, { impressions: number; clicks: number }>();
  for (const r of stats.rows) {
    const key = `${r.kind}:${r.adId}`;
    const ad = perAd.get(key) ?? { kind: r.kind, adId: r.adId, impressions: 0, clicks: 0 };
    ad.impressions += r.impressions;
    ad.clicks += r.clicks;
    perAd.set(key, ad);
    const day = byDay.get(r.day) ?? { impressions: 0, clicks: 0 };
    day.impressions += r.impressions;
    day.clicks += r.clicks;
    byDay.set(r.day, day);
  }
  // Every day of the period, the quiet ones too.
  const perDay: { day: string; impressions: number; clicks: number }[] = [];
  for (
    let d = new Date(`${stats.from}T00:00:00Z`);
    d <= new Date(`${stats.to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const day = d.toISOString().slice(0, 10);
    perDay.push({ day, ...(byDay.get(day) ?? { impressions: 0, clicks: 0 }) });
  }
  return {
    perAd: [...perAd.values()].sort((x, y) => y.impressions - x.impressions),
    perDay,
    top: Math.max(0, ...perDay.map((d) => d.impressions)),
  };
}

/** One of an ad's ↑ and ↓ in the order of its kind. */
function MoveButton(props: { text: string; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="button small"
      disabled={props.disabled}
      onClick={props.onClick}
      aria-label={props.label}
    >
      {props.text}
    </button>
  );
}
