// @ridebook/ui: the design system's main entry. Heavy parts live in lazy entries: '@ridebook/ui/charts'
// (recharts) and '@ridebook/ui/map' (Leaflet); nothing here may import them (the apps' 150 KB initial budget).
export { PRODUCT_NAME } from './brand.ts';
export { cn, prepareClassMerging } from './cn.ts';
export { UiProvider } from './ui-provider.tsx';
export type { UiProviderProps } from './ui-provider.tsx';
export {
  cardBrandName,
  cardLabel,
  currencySymbol,
  formatDateTime,
  formatDateTimeWithWeekday,
  formatDistance,
  formatDuration,
  formatMoney,
  formatMoneyRange,
  formatPaidWith,
  PAYMENT_METHOD_LABELS,
} from './lib/format.ts';
export { useDebouncedValue } from './lib/use-debounced-value.ts';
export { useNow } from './lib/use-now.ts';
export { useHydrated } from './lib/use-hydrated.ts';
export { MOBILE_BREAKPOINT, MOBILE_MEDIA_QUERY, useIsMobile, useMediaQuery } from './lib/use-media-query.ts';

// Theme
export { DARK_SCHEME_QUERY, THEME_STORAGE_KEY, themeInitScript } from './theme/theme-init.ts';
export { isThemePreference, nextTheme, resolveTheme, THEME_PREFERENCES } from './theme/theme.ts';
export type { ResolvedTheme, ThemePreference } from './theme/theme.ts';
export { ThemeProvider, useTheme } from './theme/theme-provider.tsx';
export type { ThemeContextValue, ThemeProviderProps } from './theme/theme-provider.tsx';
export { ThemeMenu, ThemeToggle } from './theme/theme-toggle.tsx';

// Primitives
export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './primitives/accordion.tsx';
export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './primitives/alert-dialog.tsx';
export { Avatar, AvatarFallback, AvatarImage, getInitials } from './primitives/avatar.tsx';
export { Badge, badgeVariants } from './primitives/badge.tsx';
export type { BadgeProps } from './primitives/badge.tsx';
export {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from './primitives/breadcrumb.tsx';
export { Button, buttonVariants } from './primitives/button.tsx';
export type { ButtonProps } from './primitives/button.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './primitives/card.tsx';
export { Checkbox } from './primitives/checkbox.tsx';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './primitives/dialog.tsx';
export type { DialogContentProps } from './primitives/dialog.tsx';
export { ReasonDialogFrame, ReasonField } from './primitives/reason-dialog.tsx';
export type { ReasonDialogFrameProps, ReasonFieldProps } from './primitives/reason-dialog.tsx';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from './primitives/dropdown-menu.tsx';
export { EmptyState } from './primitives/empty-state.tsx';
export type { EmptyStateProps } from './primitives/empty-state.tsx';
export { FormField } from './primitives/form-field.tsx';
export type { FormFieldProps } from './primitives/form-field.tsx';
export { useFormFieldControlProps } from './primitives/form-field-context.ts';
export { Input } from './primitives/input.tsx';
export { Label } from './primitives/label.tsx';
export { getPageItems, Pagination } from './primitives/pagination.tsx';
export type { PageItem, PaginationProps } from './primitives/pagination.tsx';
export { PasswordInput } from './primitives/password-input.tsx';
export type { PasswordInputProps } from './primitives/password-input.tsx';
export {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
} from './primitives/popover.tsx';
export { RadioGroup, RadioGroupItem } from './primitives/radio-group.tsx';
export { choiceCardClasses, choiceCardRadioClasses } from './primitives/choice-card.ts';
export {
  NativeSelect,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './primitives/select.tsx';
export { Separator } from './primitives/separator.tsx';
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './primitives/sheet.tsx';
export type { SheetContentProps } from './primitives/sheet.tsx';
export { Skeleton } from './primitives/skeleton.tsx';
export { LazyRideMap } from './lazy-map/lazy-ride-map.tsx';
export { BottomSheet } from './map-sheet/bottom-sheet.tsx';
export type { BottomSheetProps } from './map-sheet/bottom-sheet.tsx';
export { MapSheetLayout } from './map-sheet/map-sheet-layout.tsx';
export type { MapInsets, MapSheetLayoutProps } from './map-sheet/map-sheet-layout.tsx';
export { SHEET_SNAPS, type SheetSnap } from './map-sheet/snap-points.ts';
export { LiveCarCard } from './live-ride/live-car-card.tsx';
export type { LiveCarCardProps } from './live-ride/live-car-card.tsx';
export { positionAgeNote, STALE_POSITION_SECONDS } from './live-ride/position-age.ts';
export { Spinner } from './primitives/spinner.tsx';
export type { SpinnerProps } from './primitives/spinner.tsx';
export { StatCard } from './primitives/stat-card.tsx';
export type { StatCardProps, StatTrend } from './primitives/stat-card.tsx';
export { Switch } from './primitives/switch.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './primitives/tabs.tsx';
export { Textarea } from './primitives/textarea.tsx';
export {
  Tooltip,
  TOOLTIP_DELAY_DURATION,
  TOOLTIP_SKIP_DELAY_DURATION,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from './primitives/tooltip.tsx';

// Data display
export { DataTable, nextSort } from './data/data-table.tsx';
export type { DataTableColumn, DataTableProps, DataTableSort, SortDirection } from './data/data-table.tsx';
export { PickupPointChoice, type PickupPointChoiceProps } from './data/pickup-point-choice.tsx';
export { PickupPointLine } from './data/pickup-point-line.tsx';
export { TripStops } from './data/trip-stops.tsx';
export { Timeline } from './data/timeline.tsx';
export { rideTimeline, type RideTimelineOptions } from './data/ride-timeline.ts';
export type { TimelineItem, TimelineProps, TimelineTone } from './data/timeline.tsx';

// Toasts
export {
  getApiErrorMessage,
  notify,
  notifyError,
  TOAST_DURATION_MS,
  TOAST_EXIT_MS,
  TOAST_GAP_PX,
  TOAST_HOTKEY_LABEL,
  TOAST_MAX_VISIBLE,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_WIDTH_PX,
} from './toast/notify.ts';
export type { NotifyOptions } from './toast/notify.ts';
export { Toaster } from './toast/toaster.tsx';
export type { ToasterProps } from './toast/toaster.tsx';

// Shell: links, navigation, layouts
export {
  AppLink,
  AppLinksProvider,
  appForPath,
  DEFAULT_APP_LINKS,
  resolveAppHref,
  useAppHref,
  useAppLinks,
  useIsCurrentAppPath,
} from './shell/app-links.tsx';
export type { AppLinkProps, AppLinksConfig, AppName } from './shell/app-links.tsx';
export {
  DEFAULT_FOOTER_CONTACT,
  Footer,
  FOOTER_LINK_GROUPS,
  NEWSLETTER_SUCCESS_MESSAGE,
  SOCIAL_LINKS,
} from './shell/footer.tsx';
export type { FooterContact, FooterLinkGroup, FooterProps } from './shell/footer.tsx';
export { Logo, LogoMark } from './shell/logo.tsx';
export { Navbar } from './shell/navbar.tsx';
export type { NavbarProps, NavbarSession, SessionUser } from './shell/navbar.tsx';
export {
  getRoleNavLinks,
  LOGIN_PATH,
  PUBLIC_NAV_LINKS,
  REGISTER_PATH,
  ROLE_NAV_LINKS,
} from './shell/nav-links.ts';
export type { NavLinkItem } from './shell/nav-links.ts';
export { DEFAULT_PAGE_TITLE, RoleLayout } from './shell/role-layout.tsx';
export type { RoleLayoutProps } from './shell/role-layout.tsx';
export { findMenuTitle, getRoleMenu, ROLE_MENUS } from './shell/role-menus.ts';
export type { RoleMenuGroup, RoleMenuItem } from './shell/role-menus.ts';
export {
  formatRoleLabel,
  getDashboardPath,
  getDocumentsPath,
  getProfilePath,
  normalizeRole,
  ROLES,
} from './shell/roles.ts';
export type { Role } from './shell/roles.ts';
export {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from './shell/sidebar.tsx';
export type {
  SidebarContextValue,
  SidebarMenuButtonProps,
  SidebarProps,
  SidebarProviderProps,
} from './shell/sidebar.tsx';
export {
  isSidebarShortcut,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  sidebarCookie,
} from './shell/sidebar-state.ts';
export { UserMenu } from './shell/user-menu.tsx';
export type { UserMenuProps } from './shell/user-menu.tsx';

// Forms
export { zodFormikValidate } from './forms/zod-formik-validate.ts';
export type { FieldErrors } from './forms/zod-formik-validate.ts';
