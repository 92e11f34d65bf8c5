// The directory (issue 12): the construction taxonomy shipped with the product. Seven groups
// (top level) of trades and services; a listing names leaf categories by id. Ids and slugs are
// fixed here forever so links, saved filters and other installations agree; names are the
// translations JSON text the spec describes ({"en":"Electricians","es":"Electricistas"}).
import { sql, type Kysely } from 'kysely';

interface Entry {
  slug: string;
  en: string;
  es: string;
}

interface Group extends Entry {
  children: Entry[];
}

const e = (slug: string, en: string, es: string): Entry => ({ slug, en, es });

const TAXONOMY: Group[] = [
  {
    ...e('site-work', 'Site work', 'Trabajos de sitio'),
    children: [
      e('excavation', 'Excavation', 'Excavación'),
      e('demolition', 'Demolition', 'Demolición'),
      e('grading', 'Grading and site preparation', 'Nivelación y preparación del terreno'),
      e('paving', 'Paving and asphalt', 'Pavimentación y asfalto'),
      e('landscaping', 'Landscaping', 'Paisajismo'),
      e('fencing', 'Fencing', 'Cercas'),
      e('septic-drainage', 'Septic and drainage', 'Sistemas sépticos y drenaje'),
    ],
  },
  {
    ...e('structure', 'Structure and shell', 'Estructura y envolvente'),
    children: [
      e('concrete', 'Concrete', 'Concreto'),
      e('masonry', 'Masonry', 'Albañilería'),
      e('framing', 'Framing', 'Estructuras de madera'),
      e('steel-fabrication', 'Steel fabrication', 'Fabricación de acero'),
      e('roofing', 'Roofing', 'Techos'),
      e('siding', 'Siding', 'Revestimiento exterior'),
      e('windows-doors', 'Windows and doors', 'Ventanas y puertas'),
      e('waterproofing', 'Waterproofing', 'Impermeabilización'),
    ],
  },
  {
    ...e(
      'systems',
      'Mechanical, electrical and plumbing',
      'Instalaciones mecánicas, eléctricas y de plomería',
    ),
    children: [
      e('electricians', 'Electricians', 'Electricistas'),
      e('plumbing', 'Plumbing', 'Plomería'),
      e('hvac', 'HVAC', 'Climatización (HVAC)'),
      e('solar', 'Solar', 'Energía solar'),
      e('fire-protection', 'Fire protection', 'Protección contra incendios'),
      e('low-voltage', 'Low voltage and security', 'Bajo voltaje y seguridad'),
      e('elevators', 'Elevators', 'Elevadores'),
    ],
  },
  {
    ...e('interiors', 'Interiors and finishes', 'Interiores y acabados'),
    children: [
      e('drywall', 'Drywall', 'Paneles de yeso'),
      e('insulation', 'Insulation', 'Aislamiento'),
      e('painting', 'Painting', 'Pintura'),
      e('flooring', 'Flooring', 'Pisos'),
      e('tile-stone', 'Tile and stone', 'Azulejos y piedra'),
      e('cabinetry', 'Cabinetry', 'Gabinetes'),
      e('countertops', 'Countertops', 'Encimeras'),
      e('finish-carpentry', 'Finish carpentry', 'Carpintería de acabados'),
    ],
  },
  {
    ...e('design', 'Design and engineering', 'Diseño e ingeniería'),
    children: [
      e('architects', 'Architects', 'Arquitectos'),
      e('structural-engineers', 'Structural engineers', 'Ingenieros estructurales'),
      e('civil-engineers', 'Civil engineers', 'Ingenieros civiles'),
      e('mep-engineers', 'MEP engineers', 'Ingenieros de instalaciones (MEP)'),
      e('interior-designers', 'Interior designers', 'Diseñadores de interiores'),
      e('landscape-architects', 'Landscape architects', 'Arquitectos paisajistas'),
      e('surveyors', 'Surveyors', 'Topógrafos'),
      e('geotechnical', 'Geotechnical engineers', 'Ingenieros geotécnicos'),
    ],
  },
  {
    ...e('supply', 'Materials and equipment', 'Materiales y equipo'),
    children: [
      e(
        'building-materials',
        'Building materials suppliers',
        'Proveedores de materiales de construcción',
      ),
      e('lumber', 'Lumber', 'Madera'),
      e('ready-mix', 'Ready-mix concrete and aggregates', 'Concreto premezclado y agregados'),
      e('steel-supply', 'Steel and metals', 'Acero y metales'),
      e(
        'electrical-plumbing-supply',
        'Electrical and plumbing supply',
        'Suministros eléctricos y de plomería',
      ),
      e('equipment-rental', 'Equipment rental', 'Alquiler de equipo'),
      e('tools', 'Tools', 'Herramientas'),
      e('prefab', 'Prefab and modular manufacturers', 'Fabricantes de prefabricados y modulares'),
    ],
  },
  {
    ...e('services', 'Project services', 'Servicios para proyectos'),
    children: [
      e('general-contractors', 'General contractors', 'Contratistas generales'),
      e('construction-management', 'Construction management', 'Gerencia de construcción'),
      e('inspectors', 'Inspectors', 'Inspectores'),
      e('permits', 'Permit expediting', 'Gestión de permisos'),
      e('estimating', 'Estimating', 'Estimación de costos'),
      e('cleaning', 'Construction cleaning', 'Limpieza de obra'),
      e('waste-removal', 'Waste removal and dumpsters', 'Retiro de escombros y contenedores'),
      e('safety', 'Safety consultants', 'Consultores de seguridad'),
      e('insurance-bonding', 'Insurance and bonding', 'Seguros y fianzas'),
    ],
  },
];

/** Fixed ids: group g (1-based) is …-0000000g00, its child c is …-0000000gcc. */
const idOf = (group: number, child: number) =>
  `01936d20-0c00-7000-8000-${String(group * 100 + child).padStart(12, '0')}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('directory_categories')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('parent_id', 'uuid', (c) => c.references('directory_categories.id'))
    // English, the name when the reader's language has none.
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index directory_categories_parent on directory_categories (parent_id, position)`.execute(
    db,
  );
  const rows = TAXONOMY.flatMap((group, g) => [
    { id: idOf(g + 1, 0), parent: null, position: g, entry: group },
    ...group.children.map((child, c) => ({
      id: idOf(g + 1, c + 1),
      parent: idOf(g + 1, 0),
      position: c,
      entry: child,
    })),
  ]);
  for (const row of rows) {
    const translations = JSON.stringify({ en: row.entry.en, es: row.entry.es });
    await sql`insert into directory_categories (id, slug, parent_id, name, translations, position)
      values (${row.id}, ${row.entry.slug}, ${row.parent}, ${row.entry.en}, ${translations},
              ${row.position})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('directory_categories').execute();
}
