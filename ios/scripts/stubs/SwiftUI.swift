// A type-checking stand-in for the part of SwiftUI the app uses, so ios/App can be
// type-checked on Linux (scripts/typecheck-views.sh). Signatures follow Apple's; bodies are empty.
@_exported import Foundation
@_exported import Observation
@_exported import UIKit // as on iOS, where SwiftUI re-exports UIKit (UIKeyboardType)

@MainActor public protocol View { associatedtype Body: View; @ViewBuilder var body: Body { get } }
extension Never: View { public var body: Never { fatalError() } }
public struct AnyV: View { nonisolated public init() {}; public var body: Never { fatalError() } }
public struct TupleView<T>: View { nonisolated public init() {}; public var body: Never { fatalError() } }
public struct EmptyView: View { nonisolated public init() {} ; public var body: Never { fatalError() } }

@resultBuilder public enum ViewBuilder {
    public static func buildExpression<C: View>(_ c: C) -> C { c }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<C: View>(_ c: C) -> C { c }
    public static func buildBlock<each C: View>(_ c: repeat each C) -> TupleView<(repeat each C)> { TupleView() }
    public static func buildIf<C: View>(_ c: C?) -> C? { c }
    public static func buildEither<T: View>(first: T) -> AnyV { AnyV() }
    public static func buildEither<F: View>(second: F) -> AnyV { AnyV() }
    public static func buildLimitedAvailability<C: View>(_ c: C) -> AnyV { AnyV() }
}
extension Optional: View where Wrapped: View { public var body: Never { fatalError() } }

public protocol Scene {}
@resultBuilder public enum SceneBuilder { public static func buildBlock<S: Scene>(_ s: S) -> S { s } }
@MainActor public protocol App { associatedtype Body: Scene; @SceneBuilder var body: Body { get }; init() }
public struct WindowGroup: Scene { public init<C: View>(@ViewBuilder content: () -> C) {} }
extension Scene {
    public func onChange<V: Equatable>(of v: V, _ f: @escaping (V, V) -> Void) -> some Scene { self }
}
public enum ScenePhase: Equatable { case active, inactive, background }

public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    public init(_ s: String) {}
    public init(stringLiteral s: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

public struct Color: View, ShapeStyle {
    nonisolated public init(white: Double) {}
    nonisolated public init(red: Double, green: Double, blue: Double) {}
    nonisolated public static var yellow: Color { Color(white: 0) }
    nonisolated public static var black: Color { Color(white: 0) }
    nonisolated public static var white: Color { Color(white: 0) }
    nonisolated public static var red: Color { Color(white: 0) }
    nonisolated public static var clear: Color { Color(white: 0) }
    nonisolated public func opacity(_ o: Double) -> Color { self }
    public var body: Never { fatalError() }
}
public protocol ShapeStyle {}
public struct Material: ShapeStyle { public static let regularMaterial = Material() }
extension ShapeStyle where Self == Material { public static var regularMaterial: Material { Material() } }
extension ShapeStyle where Self == Color {
    public static var yellow: Color { Color(white: 0) }
    public static var red: Color { Color(white: 0) }
    public static var orange: Color { Color(white: 0) }
    public static var secondary: Color { Color(white: 0) }
    public static var primary: Color { Color(white: 0) }
}
public struct Font {
    public static let headline = Font(), subheadline = Font(), caption = Font(), caption2 = Font(),
        title2 = Font(), title3 = Font(), largeTitle = Font(), footnote = Font(), body = Font()
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font() }
    public struct Weight { public static let regular = Weight(), bold = Weight() }
    public enum Design { case `default`, serif, rounded, monospaced }
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { self }
    public func bold() -> Font { self }
}
public enum TextAlignment { case leading, center, trailing }
public struct Alignment { public static let leading = Alignment(), center = Alignment(), trailing = Alignment(), top = Alignment(), bottom = Alignment(), topLeading = Alignment() }
public struct HorizontalAlignment { public static let leading = Self(), center = Self(), trailing = Self() }
public struct VerticalAlignment { public static let top = Self(), center = Self(), bottom = Self(), firstTextBaseline = Self() }
public struct Edge { public struct Set: OptionSet { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2), all = Set(rawValue: 3) } }
public struct StrokeStyle { public init(lineWidth: CGFloat = 1, dash: [CGFloat] = []) {} }
public struct Animation { public static func easeInOut(duration: Double) -> Animation { Animation() } }
public func withAnimation<R>(_ a: Animation? = nil, _ body: () throws -> R) rethrows -> R { try body() }
public enum Axis { public struct Set: OptionSet { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2) } }

public struct Text: View {
    public init(_ key: LocalizedStringKey) {}
    public init(verbatim: String) {}
    public init<S: StringProtocol>(_ content: S) {}
    public func font(_ f: Font?) -> Text { self }
    public func fontWeight(_ w: Font.Weight?) -> Text { self }
    public enum TruncationMode { case head, middle, tail }
    public var body: Never { fatalError() }
}
public struct Image: View { public init(systemName: String) {}; public var body: Never { fatalError() } }
public struct Label<T: View, I: View>: View {
    public init(@ViewBuilder title: () -> T, @ViewBuilder icon: () -> I) {}
    public var body: Never { fatalError() }
}
extension Label where T == Text, I == Image {
    public init(_ key: LocalizedStringKey, systemImage: String) {}
    public init<S: StringProtocol>(_ title: S, systemImage: String) {}
}
public struct Button<L: View>: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> L) {}
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> L) {}
    public var body: Never { fatalError() }
}
public struct ButtonRole { public static let cancel = ButtonRole(), destructive = ButtonRole() }
public enum Visibility { case automatic, visible, hidden }
extension Button where L == Text {
    public init(_ key: LocalizedStringKey, action: @escaping () -> Void) {}
    public init(_ key: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {}
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {}
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {}
}
public struct HStack<C: View>: View { public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) {}; public var body: Never { fatalError() } }
public struct VStack<C: View>: View { public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) {}; public var body: Never { fatalError() } }
public struct ZStack<C: View>: View { public init(alignment: Alignment = .center, @ViewBuilder content: () -> C) {}; public var body: Never { fatalError() } }
public struct Group<C: View>: View { public init(@ViewBuilder content: () -> C) {}; public var body: Never { fatalError() } }
public struct ScrollView<C: View>: View { public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> C) {}; public var body: Never { fatalError() } }
public struct ViewThatFits<C: View>: View { public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> C) {}; public var body: Never { fatalError() } }
public struct Spacer: View { public init() {}; public var body: Never { fatalError() } }
public struct ProgressView: View { public init() {}; public var body: Never { fatalError() } }
public struct List<C: View>: View { public init(@ViewBuilder content: () -> C) {}; public var body: Never { fatalError() } }
public struct Form<C: View>: View { public init(@ViewBuilder content: () -> C) {}; public var body: Never { fatalError() } }
public struct Section<C: View>: View {
    public init(_ key: LocalizedStringKey, @ViewBuilder content: () -> C) {}
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) {}
    public init(@ViewBuilder content: () -> C) {}
    public init<H: View>(@ViewBuilder content: () -> C, @ViewBuilder header: () -> H) {}
    public init<H: View, F: View>(@ViewBuilder content: () -> C, @ViewBuilder header: () -> H, @ViewBuilder footer: () -> F) {}
    public var body: Never { fatalError() }
}
public struct NavigationStack<C: View>: View { public init(@ViewBuilder root: () -> C) {}; public var body: Never { fatalError() } }
public struct NavigationLink<L: View>: View { public init<V: Hashable>(value: V?, @ViewBuilder label: () -> L) {}; public var body: Never { fatalError() } }
public struct Link<L: View>: View { public init(destination: URL, @ViewBuilder label: () -> L) {}; public var body: Never { fatalError() } }
public struct ForEach<D: RandomAccessCollection, ID: Hashable, C: View>: View {
    public init(_ data: D, id: KeyPath<D.Element, ID>, @ViewBuilder content: @escaping (D.Element) -> C) {}
    public var body: Never { fatalError() }
}
public struct Picker<L: View, S: Hashable, C: View>: View {
    public init(_ key: LocalizedStringKey, selection: Binding<S>, @ViewBuilder content: () -> C) where L == Text {}
    public init<T: StringProtocol>(_ title: T, selection: Binding<S>, @ViewBuilder content: () -> C) where L == Text {}
    public var body: Never { fatalError() }
}
public struct Toggle: View {
    public init(_ key: LocalizedStringKey, isOn: Binding<Bool>) {}
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
    public var body: Never { fatalError() }
}
public struct Slider<Label: View>: View {
    public init(value: Binding<Double>, in bounds: ClosedRange<Double>, step: Double = 1, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}
public struct TextField: View {
    public init(_ key: LocalizedStringKey, text: Binding<String>) {}
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
    /// `TextField(text:prompt:label:)` (iOS 15): the label a view, here the core's words.
    public init<L: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> L) {}
    public var body: Never { fatalError() }
}
/// `ShareLink(item:subject:message:label:)` for a `String` or `URL` item (the share sheet).
public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, L: View>: View where Data.Element: Transferable {
    public var body: Never { fatalError() }
}
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> L) where Data == CollectionOfOne<I> {}
}
public struct Stepper<L: View>: View { public init(value: Binding<Int>, in range: ClosedRange<Int>, @ViewBuilder label: () -> L) {}; public var body: Never { fatalError() } }
public struct GeometryReader<C: View>: View { public init(@ViewBuilder content: @escaping (GeometryProxy) -> C) {}; public var body: Never { fatalError() } }
public struct GeometryProxy {
    public var size: CGSize { .zero }
    public subscript<T>(_ a: Anchor<T>) -> T { fatalError() }
}
public struct Anchor<V> { public struct Source {} }

public protocol Shape: View {}
extension Shape {
    public func fill<S: ShapeStyle>(_ s: S) -> AnyV { AnyV() }
    public func stroke<S: ShapeStyle>(_ s: S, lineWidth: CGFloat = 1) -> AnyV { AnyV() }
    public func strokeBorder<S: ShapeStyle>(_ s: S, style: StrokeStyle) -> AnyV { AnyV() }
    public func strokeBorder<S: ShapeStyle>(_ s: S, lineWidth: CGFloat = 1) -> AnyV { AnyV() }
    public var body: Never { fatalError() }
}
public struct Circle: Shape { public init() {} }
public struct Capsule: Shape { public init() {} }
public struct Ellipse: Shape { public init() {} }
public struct Rectangle: Shape { public init() {} }
public struct RoundedRectangle: Shape { public init(cornerRadius: CGFloat) {} }
public struct Path {
    public init() {}
    public init(ellipseIn: CGRect) {}
    public init(_ rect: CGRect) {}
    public mutating func addRect(_ rect: CGRect) {}
    public mutating func move(to p: CGPoint) {}
    public mutating func addLine(to p: CGPoint) {}
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {}
    public mutating func closeSubpath() {}
}
public struct UnitPoint {
    public static let top = UnitPoint(), bottom = UnitPoint(), center = UnitPoint(), leading = UnitPoint(), trailing = UnitPoint(),
        topLeading = UnitPoint(), bottomTrailing = UnitPoint()
}
public struct LinearGradient: ShapeStyle, View {
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public var body: Never { fatalError() }
}
public struct RadialGradient: ShapeStyle, View {
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public var body: Never { fatalError() }
}
public struct GraphicsContext {
    public enum Shading { case color(Color) }
    public func fill(_ p: Path, with: Shading) {}
    public func stroke(_ p: Path, with: Shading, lineWidth: CGFloat = 1) {}
}
public struct Canvas: View { public init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {}; public var body: Never { fatalError() } }

public protocol PreferenceKey { associatedtype Value; static var defaultValue: Value { get }; static func reduce(value: inout Value, nextValue: () -> Value) }
public struct AccessibilityTraits: OptionSet, ExpressibleByArrayLiteral {
    public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1), updatesFrequently = AccessibilityTraits(rawValue: 2), isModal = AccessibilityTraits(rawValue: 4),
        isHeader = AccessibilityTraits(rawValue: 8), isImage = AccessibilityTraits(rawValue: 16)
}
public enum AccessibilityChildBehavior { case ignore, contain, combine }
public enum LabelStyleKind { case titleAndIcon, iconOnly }
public struct TitleAndIconLabelStyle { }
public enum ButtonStyleKind { case plain, borderless, bordered, borderedProminent }
public struct TextInputAutocapitalization { public static let never = Self(), words = Self(), sentences = Self(), characters = Self() }
public struct SubmitTriggers: OptionSet { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2) }
public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }
public enum PickerStyleKind { case inline, segmented }
public enum RoundingRule { case down }

@propertyWrapper public struct State<V> {
    public init(wrappedValue: V) {}
    public init(initialValue: V) {}
    public var wrappedValue: V { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<V> { fatalError() }
}
@propertyWrapper @dynamicMemberLookup public struct Binding<V> {
    public init(get: @escaping () -> V, set: @escaping (V) -> Void) {}
    public var wrappedValue: V { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<V> { self }
    public subscript<T>(dynamicMember k: WritableKeyPath<V, T>) -> Binding<T> { fatalError() }
}
extension Binding where V: MutableCollection, V.Index == Int {
    public subscript(i: Int) -> Binding<V.Element> { fatalError() }
}
public struct EnvironmentValues {
    public var scenePhase: ScenePhase { .active }
    public var accessibilityReduceMotion: Bool { false }
    public var locale: Locale { get { .current } set {} }
    public var colorScheme: ColorScheme { .light }
}
public enum ColorScheme: Equatable { case light, dark }
@propertyWrapper public struct Environment<V> {
    public init(_ k: KeyPath<EnvironmentValues, V>) {}
    public init(_ t: V.Type) where V: AnyObject & Observable {}
    public var wrappedValue: V { fatalError() }
}
public struct UserInterfaceSizeClass {}
public struct SensoryFeedback: Equatable {
    public struct Weight: Equatable { public static let light = Weight(), medium = Weight(), heavy = Weight() }
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { .init() }
    public static let success = SensoryFeedback(), warning = SensoryFeedback(), error = SensoryFeedback()
}

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View { self }
    public func frame(minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    public func padding(_ l: CGFloat? = nil) -> some View { self }
    public func padding(_ e: Edge.Set, _ l: CGFloat? = nil) -> some View { self }
    public func font(_ f: Font?) -> some View { self }
    public func foregroundStyle<S: ShapeStyle>(_ s: S) -> some View { self }
    public func background<S: ShapeStyle, T: Shape>(_ s: S, in shape: T) -> some View { self }
    public func background<B: View>(_ b: B) -> some View { self }
    public func overlay<O: View>(@ViewBuilder content: () -> O) -> some View { self }
    public func overlayPreferenceValue<K: PreferenceKey, O: View>(_ k: K.Type, @ViewBuilder _ t: @escaping (K.Value) -> O) -> some View { self }
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View { self }
    public func position(_ p: CGPoint) -> some View { self }
    public func shadow(color: Color, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func id<I: Hashable>(_ id: I) -> some View { self }
    public func allowsHitTesting(_ b: Bool) -> some View { self }
    public func contentShape<S: Shape>(_ s: S) -> some View { self }
    public func disabled(_ b: Bool) -> some View { self }
    public func lineLimit(_ n: Int?) -> some View { self }
    public func minimumScaleFactor(_ f: CGFloat) -> some View { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    public func layoutPriority(_ p: Double) -> some View { self }
    public func multilineTextAlignment(_ a: TextAlignment) -> some View { self }
    public func labelStyle(_ s: LabelStyleKind) -> some View { self }
    public func labelsHidden() -> some View { self }
    public func buttonStyle(_ s: ButtonStyleKind) -> some View { self }
    public func pickerStyle(_ s: PickerStyleKind) -> some View { self }
    public func tag<V: Hashable>(_ v: V) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityLabel(_ t: Text) -> some View { self }
    public func accessibilityHint(_ t: Text) -> some View { self }
    public func accessibilityAddTraits(_ t: AccessibilityTraits) -> some View { self }
    public func accessibilityIdentifier(_ id: String) -> some View { self }
    public func sheet<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> C) -> some View { self }
    public func accessibilityRemoveTraits(_ t: AccessibilityTraits) -> some View { self }
    public func accessibilityHidden(_ b: Bool) -> some View { self }
    public func navigationTitle(_ k: LocalizedStringKey) -> some View { self }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    public func navigationDestination<D: Hashable, C: View>(for d: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    public func onChange<V: Equatable>(of v: V, _ f: @escaping (V, V) -> Void) -> some View { self }
    public func onAppear(perform f: (() -> Void)? = nil) -> some View { self }
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
    public func environment<T: AnyObject & Observable>(_ o: T?) -> some View { self }
    public func environment<V>(_ k: WritableKeyPath<EnvironmentValues, V>, _ v: V) -> some View { self }
    public func textInputAutocapitalization(_ a: TextInputAutocapitalization?) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    public func alert<A: View, M: View>(_ k: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
}
extension Anchor.Source where V == CGPoint { public static var center: Anchor<CGPoint>.Source { .init() } }
extension App { public static func main() {} }
public protocol TimelineSchedule {}
public struct AnimationTimelineSchedule: TimelineSchedule { public init() {} }
extension TimelineSchedule where Self == AnimationTimelineSchedule { public static var animation: AnimationTimelineSchedule { .init() } }
public struct TimelineViewDefaultContext { public let date: Date }
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    public var body: Never { fatalError() }
}

public enum ToolbarItemPlacement { case automatic, topBarLeading, topBarTrailing, cancellationAction }
/// On iOS a `ToolbarContent` (in `toolbar`'s builder); a view here, for the type check.
public struct ToolbarItem<C: View>: View {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C) {}
    public var body: Never { fatalError() }
}
public struct Menu<L: View, C: View>: View {
    public init(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) {}
    public var body: Never { fatalError() }
}
public enum ContentMode { case fit, fill }
public struct SafeAreaRegions: OptionSet { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 1) }
@MainActor public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifierContent<Self>
    @ViewBuilder func body(content: Content) -> Body
}
public struct _ViewModifierContent<M: ViewModifier>: View { public var body: Never { fatalError() } }
extension View {
    public func modifier<M: ViewModifier>(_ m: M) -> some View { self }
    public func toolbar<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    public func scrollContentBackground(_ v: Visibility) -> some View { self }
    public func tint(_ c: Color?) -> some View { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
}
@MainActor public protocol Gesture {}
public struct DragGesture: Gesture {
    public struct Value { public let startLocation: CGPoint; public let location: CGPoint; public let translation: CGSize }
    public init(minimumDistance: CGFloat = 10) {}
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}
extension View {
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View { self }
}
