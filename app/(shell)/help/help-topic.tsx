import { Card } from '@/app/_components/ui/card';

/** One part of the help: a title and its points, in reading order. */
export function HelpTopic({ id, title, points }: { id: string; title: string; points: string[] }) {
  return (
    <Card id={`help-${id}`} title={title}>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Card>
  );
}
