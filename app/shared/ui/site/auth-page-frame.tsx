/** The card that holds the login or register form on their own pages. */
export function AuthPageFrame({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-14">
      <div
        className={`mx-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 ${wide ? "max-w-2xl" : "max-w-md"}`}
      >
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 mb-6 text-slate-700">{intro}</p>
        {children}
      </div>
    </div>
  );
}
