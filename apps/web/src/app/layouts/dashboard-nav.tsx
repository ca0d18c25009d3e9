import {
  Bell,
  BookMarked,
  FolderOpen,
  LayoutDashboard,
  Settings,
  ShieldCheck,
  SpellCheck,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

type DashboardNavProps = { admin: boolean; unread: number; onNavigate?: () => void };

export function DashboardNav({ admin, unread, onNavigate }: DashboardNavProps) {
  const items = [
    { to: paths.dashboard, label: 'Overview', icon: LayoutDashboard, end: true },
    { to: paths.projects, label: 'Projects', icon: FolderOpen, end: false },
    { to: paths.grammar, label: 'Grammar checker', icon: SpellCheck, end: false },
    { to: paths.citations, label: 'Citations', icon: BookMarked, end: false },
    { to: paths.notifications, label: 'Notifications', icon: Bell, end: false, badge: unread },
    { to: paths.settings, label: 'Settings', icon: Settings, end: false },
    ...(admin ? [{ to: paths.admin, label: 'Admin', icon: ShieldCheck, end: false }] : []),
  ];
  return (
    <nav aria-label="Dashboard" className="grid gap-1">
      {items.map(({ to, label, icon: Icon, end, badge }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
              isActive
                ? 'bg-primary-soft text-primary'
                : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )
          }
        >
          <Icon className="size-4" aria-hidden="true" />
          <span className="flex-1">{label}</span>
          {badge ? (
            <Badge variant="destructive" aria-label={`${badge} unread`}>
              {badge > 99 ? '99+' : badge}
            </Badge>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );
}
